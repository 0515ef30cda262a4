/** Stands for the number of ticked items in the progress line a reading page's enhancement fills in (issue 29). */
export const PROGRESS_DONE_MARK = "#";
