// DESIGN rule 4: PTX has no `st.const`.
#![allow(unused_variables)]
use typed_ptx::ptx_module;

fn main() {
    let m = ptx_module! {
        target sm_80;
        const c: u32 = [9];
        kernel k(out: global u32) {
            st.const.u32 [c], 1;
        }
    };
    m.emit().unwrap();
}
