/**
 * Browser storage key for the quiz's saved answers (answers only, never the e-mail). In a module of its own: a
 * guidance page asks whether answers are saved before it loads anything of the quiz (its note, the options and
 * routing rules load only then; issue 10, "a third less JavaScript on content pages").
 */
export const QUIZ_ANSWERS_STORAGE_KEY = "quiz-answers";
