/**
 * The route table moved to content/routes/ (so content/ and app/ both read it without a content -> app
 * cycle). This thin re-export keeps the old import path working while the other branches of this session
 * merge; new code imports "@medicare-guide/content/routes". Add routes in content/routes/table.ts.
 */
export * from "@medicare-guide/content/routes";
