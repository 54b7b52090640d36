export interface CmsPageSeed {
  id: number;
  categoryId: number;
  position: number;
  titleTr: string;
  titleEn: string;
  bodyTr: string;
  bodyEn: string;
}

/** Lets page bodies be written as indented template literals; stores them without layout whitespace. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): string {
  return String.raw({ raw: strings }, ...values).replace(/\s*\n\s*/g, '').trim();
}

export const OPERATOR = 'Kasa Entertainment Ltd.';
