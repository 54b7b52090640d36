/** Content rules the first paint needs, free of zod so the home page runs without loading schemas. */
export const FOOTER_CATEGORY_ID = 2;

export const footerContent = <T extends { id: number; content: readonly unknown[] }>(categories: readonly T[]): T['content'] =>
  categories.find((c) => c.id === FOOTER_CATEGORY_ID)?.content ?? [];
