// The async boundary lets the federation runtime negotiate shared singletons
// (react, react-router, ...) before any of them is evaluated.
import('./bootstrap.tsx');
