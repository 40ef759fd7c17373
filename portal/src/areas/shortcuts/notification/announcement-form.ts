// Validation of the add-announcement form (docs/api.md: content and englishContent 1..500,
// endDate in the future, sendMode banner or banner+email). Pure, unit-tested.

export type SendMode = 'banner' | 'banner+email';
export const SEND_MODES: readonly SendMode[] = ['banner', 'banner+email'];
export const ANNOUNCEMENT_MAX = 500;

export interface AnnouncementDraft {
  content: string;
  englishContent: string;
  /** A datetime-local value (YYYY-MM-DDTHH:mm), in the reader's time zone. */
  endDate: string;
  sendMode: SendMode;
}

export type DraftErrors = Partial<Record<keyof AnnouncementDraft, 'required' | 'tooLong' | 'futureDate'>>;

export function validateAnnouncement(draft: AnnouncementDraft, now = Date.now()): DraftErrors {
  const errors: DraftErrors = {};
  for (const field of ['content', 'englishContent'] as const) {
    const text = draft[field].trim();
    if (!text) errors[field] = 'required';
    else if (text.length > ANNOUNCEMENT_MAX) errors[field] = 'tooLong';
  }
  const end = new Date(draft.endDate).getTime();
  if (!draft.endDate) errors.endDate = 'required';
  else if (!(end > now)) errors.endDate = 'futureDate';
  return errors;
}

/** The save body of a valid draft. */
export const toSaveBody = (draft: AnnouncementDraft) => ({
  content: draft.content.trim(),
  englishContent: draft.englishContent.trim(),
  endDate: new Date(draft.endDate).toISOString(),
  sendMode: draft.sendMode,
});
