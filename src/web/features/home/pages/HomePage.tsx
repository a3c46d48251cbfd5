export default function HomePage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-black uppercase sm:text-5xl">Primary+ Sports Sunglasses</h1>
    </section>
  );
}
