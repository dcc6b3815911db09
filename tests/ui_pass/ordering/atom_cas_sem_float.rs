// atom.cas compares integers (.b32/.b64), with or without memory-order qualifiers, not floats.
#![allow(unused_variables)]
use typed_ptx::*;

pub fn main() {
    let mut m = Module::new(Target::SM_80);
    m.entry("k", |k| {
        let g = k.param_ptr::<f32>("g");
        let h = k.param_ptr::<u32>("h");
        let x = k.atom_cas_sem(h, 0u32, 1u32, Sem::Acquire, Scope::Gpu);
    });
    m.emit().unwrap();
}
