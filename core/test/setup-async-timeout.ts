// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a lazy chunk can take longer.
// A timeout is not an assertion, so DOM tests wait up to 10 s.
export {};

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
}
