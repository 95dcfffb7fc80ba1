/** The statechart page's stylesheet. */
export const machinesStyle = `[hidden]{display:none!important}
body{font:14px/1.5 system-ui,sans-serif;margin:0;background:#f5f7fb;color:#1d2433}
header{background:#3b2f8f;color:#fff;padding:12px 24px}h1{margin:0;font-size:20px}
header code{color:#ffe7a3}.toolbar{display:flex;gap:12px;align-items:center;margin-top:8px;flex-wrap:wrap}
.toolbar a{color:#fff}button{font:inherit;padding:4px 10px;border-radius:6px;border:1px solid #fff6;background:#fff2;color:#fff;cursor:pointer}
#connection[data-state=open]::before{content:'● ';color:#7ee2a8}#connection[data-state=closed]::before{content:'● ';color:#ff9b9b}
nav{max-width:1200px;margin:16px auto 0;padding:0 16px;display:flex;flex-wrap:wrap;gap:8px}
nav a{background:#fff;border-radius:14px;padding:2px 10px;color:#3b2f8f;text-decoration:none;box-shadow:0 1px 2px #0002}
main{max-width:1200px;margin:16px auto;padding:0 16px}
section.machine{background:#fff;border-radius:10px;padding:16px;margin-bottom:16px;box-shadow:0 1px 3px #0002}
section.machine h2{margin:0;font-size:18px}.meta{color:#5b6475;font-size:13px}
.columns{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:16px;margin-top:12px}
@media (max-width:800px){.columns{grid-template-columns:1fr}}
ul.states,ul.states ul{list-style:none;margin:0;padding-inline-start:18px}ul.states{padding:0}
li.state>.box{border:1px solid #c9cfe0;border-radius:8px;padding:6px 10px;margin:6px 0;background:#fafbff}
li.state.is-current>.box{border-color:#1f9d55;background:#e5f8ee;box-shadow:0 0 0 2px #1f9d5544}
li.state.is-final>.box{border-style:double;border-width:3px}
.state-name{font-weight:600;font-family:ui-monospace,monospace}.badge{display:inline-block;font-size:11px;border-radius:4px;padding:0 5px;margin-inline-start:6px;background:#e6edff;color:#1f3fa8}
.badge.live{background:#146c3a;color:#fff}.desc{color:#5b6475;font-size:13px}
ul.transitions{margin:4px 0 0;padding-inline-start:18px;font-size:13px}.event{font-family:ui-monospace,monospace;color:#6a2c91}
.guard{color:#8a5a00}.target{font-family:ui-monospace,monospace}
.live h3{font-size:15px;margin:0 0 6px}table{border-collapse:collapse;width:100%;font-size:13px}
td,th{text-align:start;border-bottom:1px solid #e3e7f0;padding:3px 6px;vertical-align:top}
.value{font-family:ui-monospace,monospace;color:#146c3a}ol.events{margin:0;padding-inline-start:20px;font-size:13px;max-height:320px;overflow:auto}
.empty{color:#5b6475;font-style:italic}`;
