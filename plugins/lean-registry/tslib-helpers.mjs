// The tslib helpers @docusaurus/utils-common (CommonJS, in main.js) takes from tslib: its `require("tslib")`
// would keep all of tslib (a CommonJS require uses every export). plugins/lean-registry/index.ts.
export {__importDefault} from 'tslib';
