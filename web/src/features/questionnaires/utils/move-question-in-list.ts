/**
 * Moves a question to `newIndex` counted among the questions that are not archived, as MoveQuestion does;
 * archived questions keep their places. An unknown id or index leaves the list as it was.
 */
export function moveQuestionInList<T extends { id: string; archived: boolean }>(
  questions: readonly T[],
  questionID: string,
  newIndex: number,
): T[] {
  const active = questions.filter((question) => !question.archived);
  const from = active.findIndex((question) => question.id === questionID);
  if (from < 0 || newIndex < 0 || newIndex >= active.length) return [...questions];
  const reordered = [...active];
  const [moved] = reordered.splice(from, 1);
  reordered.splice(newIndex, 0, moved as T);
  let next = 0;
  return questions.map((question) => (question.archived ? question : (reordered[next++] as T)));
}
