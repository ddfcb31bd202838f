import { useParams } from 'react-router';
import { useCatalogueQuestionnaire } from '@/features/catalogue/api/get-catalogue-questionnaire';
import { CatalogueGeneral } from '@/features/catalogue/components/catalogue-details';

/** The catalogue page's General tab; the page route loads the questionnaire. */
export default function CatalogueGeneralRoute() {
  const { id = '' } = useParams();
  const { data } = useCatalogueQuestionnaire(id);
  return data ? <CatalogueGeneral entry={data} /> : null;
}
