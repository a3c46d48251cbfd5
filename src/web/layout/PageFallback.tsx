import { Spinner } from "../components/ui/spinner.tsx";

export function PageFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-zinc-500">
      <Spinner label="Loading page" className="[&_svg]:size-8" />
    </div>
  );
}
