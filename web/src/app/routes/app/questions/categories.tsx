import { useParams } from 'react-router';
import { useQuestionnaire } from '@/features/questionnaires/api/get-questionnaire';
import { CategoryList } from '@/features/questionnaires/components/category-list';

/** The editor's Categories tab. */
export default function QuestionnaireCategoriesRoute() {
  const { id = '' } = useParams();
  const { data } = useQuestionnaire(id);
  return data ? <CategoryList questionnaire={data} /> : null;
}
