/** A call's summary in Simplified and Traditional Chinese; English is the call's own `summary`. */
export type ChineseSummaries = Readonly<Record<`/${string}/${string}`, readonly [zhCN: string, zhTW: string]>>;

/** One contract file's translated summaries, by call path (callSummaries.ts gathers them). */
export const summaries = <const T extends ChineseSummaries>(map: T): T => map;
