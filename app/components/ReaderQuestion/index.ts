export { ReaderQuestion, type ReaderQuestionProps } from "./ReaderQuestion.tsx";
export {
  USER_QUESTIONS_KEY,
  MAX_QUESTION_CHARS,
  checkQuestion,
  readQuestions,
  saveQuestion,
  type UserQuestion,
} from "./storage.ts";
