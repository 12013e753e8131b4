/** Accounts the generator creates for the write benchmarks (all share one password). */
export const BENCH_PASSWORD = 'SpeyBench123';
export const BENCH_USER_EMAIL = 'bench@bench.spey';
export const BENCH_USER_NAME = 'bench_user';
/** Writers post reviews and press reactions; they own no generated review, so no reaction is refused. */
export const WRITER_COUNT = 2000;
export const writerEmail = (i: number) => `writer${String(i).padStart(4, '0')}@bench.spey`;
export const WRITER_EMAIL_PATTERN = 'writer%@bench.spey';
export const BENCH_TIME_ZONE = 'Asia/Phnom_Penh';
