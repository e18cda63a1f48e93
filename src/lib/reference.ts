/**
 * A short id that ties what a person is shown ("reference 1a2b3c4d") to one server log line (SECURITY.md G1): short
 * enough to read out on the phone, and the log line holds the time to tell two alike apart.
 */
export const newReference = (): string => crypto.randomUUID().slice(0, 8);
