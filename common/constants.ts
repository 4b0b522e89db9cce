// Business constants from the specification (survey-work §9, administration §9).
export const PASSWORD_MIN_LENGTH = 6;
export const ROLES = ['user', 'admin', 'root'] as const;
export const USER_STATUSES = ['active', 'frozen'] as const;
export const TOAST_LIMIT = 1;
export const TOAST_AUTO_CLOSE_MS = 5000;
