// Entry points of @docsearch/react 3.9 that ship without their own type declarations.
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
declare module '@docsearch/react/button' {
  export {DocSearchButton} from '@docsearch/react';
}
declare module '@docsearch/react/useDocSearchKeyboardEvents' {
  export {useDocSearchKeyboardEvents} from '@docsearch/react';
}
declare module '@docsearch/react/style';
