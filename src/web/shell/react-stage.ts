// The first stage of the shell (see main.tsx): React and React DOM evaluated in a task of their own.
export { hydrateRoot } from "react-dom/client";
