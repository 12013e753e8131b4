/** Accounts the generator creates for the write benchmarks (all share one password). */
export const BENCH_PASSWORD = 'SpeyBench123';
export const BENCH_USER_EMAIL = 'bench@bench.spey';
export const BENCH_USER_NAME = 'bench_user';
/** Writers post reviews and press reactions; they own no generated review, so no reaction is refused. */
export const WRITER_COUNT = 2000;
/**
 * How many writers the bench signs in (each sign-in costs a scrypt hash, ~0.1 s of server CPU; the cookies
 * are cached per data set). With the daily limit of 10, they can post 9 × this many reviews per run.
 */
export const SIGNED_IN_WRITERS = 1000;
export const writerEmail = (i: number) => `writer${String(i).padStart(4, '0')}@bench.spey`;
export const WRITER_EMAIL_PATTERN = 'writer%@bench.spey';
export const BENCH_TIME_ZONE = 'Asia/Phnom_Penh';
