/** Browser storage key of the enrollment timeline's checklist ticks (read with app/components/Checklist/checklist-storage.ts). */
export const CHECKLIST_STORAGE = { key: "enrollment-timeline-checklist" } as const;
