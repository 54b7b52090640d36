import { describe, expect, it } from 'vitest';
import { criticalCss, usedClasses } from '../../server/pages/critical-css.js';

describe('the stylesheet share of a first view', () => {
  const used = usedClasses('<div class="shell a"><header class="header"><svg class="icon"></svg></header></div>');

  it('keeps the rules whose selectors name only classes the view uses, and every rule without classes', () => {
    const css = ':root{--x:1}*,:before{box-sizing:border-box}body{margin:0}.shell{display:flex}.dialog{color:red}.shell .dialog{color:blue}.a.b{x:1}.b,.header{color:gold}';
    expect(criticalCss(css, used)).toBe(':root{--x:1}*,:before{box-sizing:border-box}body{margin:0}.shell{display:flex}.b,.header{color:gold}');
  });

  it('does not count the classes inside a pseudo-class argument or an attribute selector (such a rule may apply)', () => {
    const css = '.shell:not(.open){a:1}.header:has(.menu){b:2}.icon[class~="x.y"]{c:3}.shell:is(.a,.z) .dialog{d:4}';
    expect(criticalCss(css, used)).toBe('.shell:not(.open){a:1}.header:has(.menu){b:2}.icon[class~="x.y"]{c:3}');
  });

  it('looks inside @media and @supports, keeps them only with something left; keeps keyframes and statements', () => {
    const css = '@charset "UTF-8";@media (min-width:768px){.header{a:1}.dialog{b:2}}@media print{.dialog{c:3}}@supports (display:grid){.shell{d:4}}@keyframes spin{to{transform:rotate(1turn)}}';
    expect(criticalCss(css, used)).toBe('@charset "UTF-8";@media (min-width:768px){.header{a:1}}@supports (display:grid){.shell{d:4}}@keyframes spin{to{transform:rotate(1turn)}}');
  });

  it('is not fooled by braces in strings', () => {
    const css = '.header:after{content:"}"}.dialog{content:"{"}.shell{e:5}';
    expect(criticalCss(css, used)).toBe('.header:after{content:"}"}.shell{e:5}');
  });
});
