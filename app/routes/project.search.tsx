// /project/search/: the same search as /project/ (the panel's own address on the original site).
export { loader, meta, handle, links, default } from "./project._index";
