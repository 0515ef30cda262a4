export { AddToCalendar, type AddToCalendarProps } from "./AddToCalendar.tsx";
