// The second stage of the shell (see main.tsx): React Router evaluated in a task of its own.
export { RouterProvider } from "react-router";
