/** One catalogue entry: HTTP status (spec §8), business errorCode and the message in both languages. */
export interface ErrorDef {
  status: number;
  errorCode: number;
  zh: string;
  en: string;
}
