/** An ILIKE pattern for text that holds `text` literally (its %, _ and \ escaped). */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
