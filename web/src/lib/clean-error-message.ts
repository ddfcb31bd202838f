/**
 * Spec 01 §7: an error message made presentable: the 'GraphQL error: ' prefix removed and the first letter
 * capitalised.
 */
export function cleanErrorMessage(message: string): string {
  const text = message.replace(/^(GraphQL error: )+/, '').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
