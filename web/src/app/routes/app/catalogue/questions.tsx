import { useParams } from 'react-router';
import { useCatalogueQuestionnaire } from '@/features/catalogue/api/get-catalogue-questionnaire';
import { CatalogueQuestions } from '@/features/catalogue/components/catalogue-details';

/** The catalogue page's Questions tab; the page route loads the questionnaire. */
export default function CatalogueQuestionsRoute() {
  const { id = '' } = useParams();
  const { data } = useCatalogueQuestionnaire(id);
  return data ? <CatalogueQuestions entry={data} /> : null;
}
