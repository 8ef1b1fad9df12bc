/** Error texts shared by the API and the web app: plain constants without zod, so the web app can import them without the schemas. */

/** Generic request failure text: 'Unable to {action}. Please try again later.' */
export function unableTo(action: string): string {
  return `Unable to ${action}. Please try again later.`;
}
