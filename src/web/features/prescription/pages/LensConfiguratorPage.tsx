export default function LensConfiguratorPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-black uppercase sm:text-5xl">Lens Configurator</h1>
    </section>
  );
}
