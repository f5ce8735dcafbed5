const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' of a local date; such strings compare in calendar order. */
export const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** 'YYYY-MM' of a local date. */
export const isoMonth = (date: Date) => isoDay(date).slice(0, 7);
