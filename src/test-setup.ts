// A component test's findBy and waitFor wait up to 5 s, not 1 s: on a loaded two-core machine a lazy
// chunk or a chain of fake API answers can take longer than a second to show, and that is not a failure.
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
