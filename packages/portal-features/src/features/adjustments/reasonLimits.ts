/** A staff money action's reason (an adjustment, a hold, a release): what the API takes, 10 to 200 characters. */
export const REASON_MIN = 10;
export const REASON_MAX = 200;
export const reasonIsValid = (text: string) => text.trim().length >= REASON_MIN && text.trim().length <= REASON_MAX;
