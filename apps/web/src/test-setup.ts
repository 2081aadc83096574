import { configure } from '@testing-library/react'

// A component's first render loads its lazy texts and chunks; on a busy CI machine that can take
// longer than the library's default 1 s wait, which made findBy… fail at random.
configure({ asyncUtilTimeout: 5_000 })
