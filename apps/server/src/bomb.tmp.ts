import { readSpecDocument } from './modules/products/spec-document.js';
const levels = ['a: &a ["x","x","x","x","x","x","x","x","x","x"]'];
for (let i = 1; i < 9; i++) levels.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10).fill('*' + String.fromCharCode(96 + i)).join(',')}]`);
const text = `openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths: {}\nx-bomb:\n  ${levels.join('\n  ')}\n`;
const t = Date.now();
try { await readSpecDocument(text); console.log('accepted?!'); } catch (e: any) { console.log(e.code, e.details?.[0]?.message, Date.now() - t, 'ms'); }
