// a ptx_module! kernel has a typed handle (a field named after the kernel): its launch
// arguments are checked at compile time, here an f32 parameter given a u32.
use typed_ptx::ptx_module;
use typed_ptx::runtime::{Gpu, Launch};

pub fn main() {
    let m = ptx_module! {
        target sm_80;
        kernel scale(out: global f32, a: f32, n: u32) {
            let t = mov.u32 %tid.x;
            let inside = setp.lt.u32 t, n;
            @inside {
                let p = index out, t;
                let v = ld.global.f32 [p];
                let w = mul.f32 v, a;
                st.global.f32 [p], w;
            }
        }
    };
    assert!(m.emit().is_ok());
    // Without a GPU the launch is skipped; it type-checks either way.
    let Ok(gpu) = Gpu::new(0) else { return };
    let f = gpu.load(&m).unwrap().kernel(&m.scale).unwrap();
    let mut y = gpu.upload(&[1.0f32; 4]).unwrap();
    unsafe { f.launch(&Launch::new(1, 4), (&mut y, 2.0f32, 4u32)) }.unwrap();
    assert_eq!(gpu.download(&y).unwrap(), vec![2.0f32; 4]);
}
