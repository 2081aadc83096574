import compat from 'preact/compat'

/**
 * What `react` resolves to in the console's bundle and dev server (vite.config.ts): preact/compat, as
 * in the player app (docs/decisions/005). JavaScript, because preact/compat's types use `export =`.
 */
export * from 'preact/compat'

export default compat
