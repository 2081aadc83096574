import compat from 'preact/compat'

/**
 * What `react` resolves to in the bundle, dev server and unit tests (vite.config.ts): preact/compat,
 * plus the React 19 hook the libraries we ship call and preact/compat does not have. App code keeps
 * React's API and types (docs/decisions/005). JavaScript, because preact/compat's types use
 * `export =`, which TypeScript cannot re-export with `export *`.
 */
export * from 'preact/compat'

/**
 * React Router's RouterProvider holds its state in `useOptimistic` and sets an optimistic value only
 * inside `startTransition`. preact/compat runs a transition synchronously, so none is ever pending
 * when a component renders, and with none pending React renders the passthrough value: an optimistic
 * value could only show while its transition runs, and is superseded when it ends.
 * @template State, Action
 * @param {State} passthrough
 * @returns {[State, (action: Action) => void]}
 */
export function useOptimistic(passthrough) {
  return [passthrough, ignoreOptimisticUpdate]
}

function ignoreOptimisticUpdate() {}

// `import React from 'react'` gets the same functions as the named imports, as with React itself.
export default { ...compat, useOptimistic }
