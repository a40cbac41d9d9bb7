import '@testing-library/jest-dom';

// jsdom's default stylesheet has no rule for <wbr> (a browser draws it inline), so the accessible
// name of a heading whose name breaks between words (components/ui/Phrased.tsx) would gain spaces;
// nor for span (a .nobr span, drawn inline too, would split a name the same way).
const uaStyles = document.createElement('style');
uaStyles.textContent = 'wbr, .nobr { display: inline; }';
document.head.appendChild(uaStyles);
