/**
 * Holds the configurator's place while its code loads: about its height, so what follows (the footer)
 * is already below the fold and nothing on screen moves when it arrives.
 */
export function ConfiguratorPlaceholder() {
  return (
    <div
      aria-busy="true"
      className="mt-12 grid min-h-[110rem] gap-10 lg:min-h-[60rem] lg:grid-cols-[3fr_2fr]"
    >
      <div className="h-96 animate-pulse rounded-xl bg-zinc-100 motion-reduce:animate-none" />
      <div className="hidden h-96 animate-pulse rounded-xl bg-zinc-100 motion-reduce:animate-none lg:block" />
    </div>
  );
}
