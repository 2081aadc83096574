import { configure } from '@testing-library/react'

// A component's first render loads its lazy texts and chunks; on a busy CI machine that can take
// longer than the library's default 1 s wait, which made findBy… fail at random.
configure({ asyncUtilTimeout: 5_000 })

// happy-dom has no modal dialogs; ui/dialog.tsx's primitive only needs these two to exist.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '')
}
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open')
}

// The page environment is shared by the files of a worker (pool vmThreads): each file starts on an
// empty page and empty storage, as it would in a page of its own.
document.body.innerHTML = ''
localStorage.clear()
sessionStorage.clear()
