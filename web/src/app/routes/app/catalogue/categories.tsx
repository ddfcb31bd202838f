import { useParams } from 'react-router';
import { useCatalogueQuestionnaire } from '@/features/catalogue/api/get-catalogue-questionnaire';
import { CatalogueCategories } from '@/features/catalogue/components/catalogue-details';

/** The catalogue page's Categories tab; the page route loads the questionnaire. */
export default function CatalogueCategoriesRoute() {
  const { id = '' } = useParams();
  const { data } = useCatalogueQuestionnaire(id);
  return data ? <CatalogueCategories entry={data} /> : null;
}
