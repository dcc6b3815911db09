//! The shape of a kernel launch, shared by the GPU runtime and the interpreter
//! ([`crate::sim`]), so a launch written for one runs on the other.

/// A launch shape: grid and block (in threads), dynamic shared memory, an optional
/// thread-block cluster shape (sm_90 and newer), and whether the launch is a programmatic
/// dependent launch (sm_90 and newer).
///
/// Dynamic shared memory above the default 48 KiB per block is enabled automatically by
/// the GPU runtime (`CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES`); more than the
/// device allows is an error before the launch.
///
/// ```
/// use typed_ptx_builder::Launch;
/// let one_d = Launch::new(120, 256);
/// let two_d = Launch::grid_2d(16, 8, [16, 16, 1]).shared(4096);
/// assert_eq!(two_d.grid, [16, 8, 1]);
/// assert_eq!(one_d.block, [256, 1, 1]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Launch {
    /// Blocks in x, y, z.
    pub grid: [u32; 3],
    /// Threads per block in x, y, z.
    pub block: [u32; 3],
    /// Bytes of dynamic shared memory per block.
    pub shared_bytes: u32,
    /// Blocks per cluster in x, y, z.
    pub cluster: Option<[u32; 3]>,
    /// A programmatic dependent launch: see [`Launch::programmatic`].
    pub programmatic: bool,
}

impl Launch {
    /// A 1-D launch of `grid` blocks of `block` threads.
    pub fn new(grid: u32, block: u32) -> Launch {
        Launch::grid3d([grid, 1, 1], [block, 1, 1])
    }
    /// A 2-D grid of `x × y` blocks of the 3-D `block`.
    pub fn grid_2d(x: u32, y: u32, block: [u32; 3]) -> Launch {
        Launch::grid3d([x, y, 1], block)
    }
    /// A 3-D grid of 3-D blocks.
    pub fn grid3d(grid: [u32; 3], block: [u32; 3]) -> Launch {
        Launch {
            grid,
            block,
            shared_bytes: 0,
            cluster: None,
            programmatic: false,
        }
    }
    /// Sets a 3-D grid.
    pub fn grid3(mut self, grid: [u32; 3]) -> Launch {
        self.grid = grid;
        self
    }
    /// Sets a 3-D block.
    pub fn block3(mut self, block: [u32; 3]) -> Launch {
        self.block = block;
        self
    }
    /// Sets the dynamic shared memory per block, in bytes.
    pub fn shared(mut self, bytes: u32) -> Launch {
        self.shared_bytes = bytes;
        self
    }
    /// Launches thread-block clusters of `x × y × z` blocks.
    pub fn cluster(mut self, x: u32, y: u32, z: u32) -> Launch {
        self.cluster = Some([x, y, z]);
        self
    }
    /// Makes this a programmatic dependent launch
    /// (`CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION`, compute capability 9.0 and
    /// newer): the kernel may start before the kernel queued before it on the same stream
    /// (its *primary*) has finished, as soon as every CTA of the primary has executed
    /// `griddepcontrol.launch_dependents`
    /// ([`Kernel::griddepcontrol_launch_dependents`](crate::Kernel::griddepcontrol_launch_dependents))
    /// or exited.
    ///
    /// Nothing the primary writes is guaranteed visible to this kernel until it executes
    /// `griddepcontrol.wait`
    /// ([`Kernel::griddepcontrol_wait`](crate::Kernel::griddepcontrol_wait)),
    /// which waits for the primary to complete: a kernel launched this way must wait
    /// before it reads what its primary wrote (or writes what the primary reads). Work
    /// before the wait (its own set-up) overlaps the primary's tail.
    pub fn programmatic(mut self) -> Launch {
        self.programmatic = true;
        self
    }
}
