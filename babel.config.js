// Used by the build only when `future.faster` is off (SWC replaces Babel otherwise); Docusaurus's layout expects it here.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
