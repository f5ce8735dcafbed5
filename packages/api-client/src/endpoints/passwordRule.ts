/**
 * The special characters spec 5 lists for a new password ('! @ # $ % ^ & * ( ) - _ = + { } ; : , < . >'). The same
 * set for every new password (registration, reset, change): an accented letter or a space is not one.
 */
export const PASSWORD_SPECIALS = '!@#$%^&*()-_=+{};:,<.>';

const specials = PASSWORD_SPECIALS.replace(/[\\\]^-]/g, '\\$&');
const STRONG = new RegExp(`^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[${specials}]).{6,}$`);

/** At least 6 characters with a lower-case and an upper-case letter, a digit and one of PASSWORD_SPECIALS. */
export const isStrongPassword = (value: string) => STRONG.test(value);
